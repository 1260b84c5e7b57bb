/** The maps: tiles, loading, drawing tools and markers. */
export const map = {
  map: {
    attribution: '&copy; OpenStreetMap contributors',
    loading: 'Loading the map…',
    draw: {
      polygon: 'Draw a polygon boundary',
      circle: 'Draw a circle boundary',
      marker: 'Place the site marker',
      cancel: 'Cancel',
      cancelTitle: 'Cancel drawing',
      finish: 'Finish',
      finishTitle: 'Finish drawing',
      undo: 'Delete last point',
      undoTitle: 'Delete the last point drawn',
    },
    siteLocation: 'Site location',
    deviceLocation: 'Device Location',
    tagLocation: 'Tag location',
  },
};
