/** The Tag Enrollment page (spec part 2 §2 'Tag enrollment', §8): tags handsets asked to add, to accept or decline. */
export const enrollment = {
  enrollment: {
    title: 'Tag Enrollment',
    site: 'Site',
    allSites: 'All sites',
    fields: {
      name: 'Tag Name',
      serialNumber: 'Serial Number',
      siteName: 'Site',
      status: 'Status',
      requested: 'Asked by',
    },
    statuses: { Pending: 'Pending', Accepted: 'Accepted', Declined: 'Declined' },
    decided: '%{name}, %{time}',
    accept: 'Accept',
    decline: 'Decline',
    accepted: 'Tag succesfully enrolled',
    declined: 'Tag succesfully declined',
    nameTaken: 'Name already used at this site',
    empty: 'No tags are waiting to be enrolled.',
  },
};
