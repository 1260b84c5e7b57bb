/** The site's tags. */
export const tags = {
  tags: {
    title: 'Tags',
    add: 'Add a new Tag',
    new: 'New Tag',
    fields: {
      name: 'Name',
      serialNumber: 'Serial Number',
      isPanic: 'Is Panic',
      tagName: 'Tag name',
      panicTag: 'Panic Tag',
    },
    panic: 'This is a panic tag.',
    noUnallocated: 'No unallocated serial numbers were scanned at this site.',
    location: 'Location',
    locationHint: "Drag the marker, or click the map, to set the tag's position.",
    save: 'Save',
    delete: 'Delete',
    saveAction: 'save this tag',
    deleteAction: 'delete this tag',
  },
};
