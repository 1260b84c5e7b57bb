/** Areas: the list and the area detail. */
export const areas = {
  areas: {
    title: 'Areas',
    add: 'Add a new Area',
    new: 'New Area',
    save: 'Save Area',
    fields: {
      name: 'Area Name',
      contactPerson: 'Contact Person',
      contactNumber: 'Contact Number',
      contactEmail: 'Email Address',
      shouldReceiveReports: 'Receive Reports',
    },
  },
};
