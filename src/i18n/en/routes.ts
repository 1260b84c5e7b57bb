/** The site's routes and their ordered tags. */
export const routes = {
  routes: {
    title: 'Routes',
    add: 'Add a new Route',
    create: 'Create New Route',
    edit: 'Edit Existing Route',
    new: 'New Route',
    /** The spec's hint, where the site's tags are on the right (wide screens). */
    hint: 'click on a tag on the right to add/remove it from the the route',
    /** The same where the site's tags are below the form (narrower screens). */
    hintBelow: 'click on a tag below to add/remove it from the route',
    fields: {
      name: 'Route Name',
      durationMinutes: 'Patrol Duration (minutes)',
      listName: 'Name',
      listDuration: 'Duration (minutes)',
    },
    position: 'Position',
    tag: 'Tag',
    noneSelected: 'No tags selected: click a tag on the map or in the list.',
    dragHandle: 'Move %{name}',
    selectedTags: 'Tags of this route in order',
    dnd: {
      instructions:
        'To pick up a tag, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.',
      picked: 'Picked up %{name}.',
      over: '%{name} is over %{over}.',
      dropped: '%{name} was dropped over %{over}.',
      cancelled: 'Moving %{name} was cancelled.',
    },
    siteTags: 'Tags for this site',
    inRoute: 'Position %{n} in the route',
    notInRoute: 'Not in the route',
    map: 'Map of the tags of this site',
    existingPlans: 'Existing scheduled plans : %{n}',
    save: 'Save Route',
    delete: 'Delete Route',
    saveAction: 'save this route',
    deleteAction: 'delete this route',
  },
};
