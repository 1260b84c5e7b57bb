/** The live map (company/map): every handset of the company at its last position. */
export const liveMap = {
  liveMap: {
    title: 'Live map',
    label: 'Map of every handset of the company',
    loading: 'Loading the handsets…',
    failed: 'The handsets could not be loaded.',
    states: { panic: 'Panic', online: 'Online', silent: 'Silent', offline: 'Offline' },
    legend: '%{state}: %{count}',
    silentNote: 'Silent: not heard from for %{minutes} min; offline after %{offline} min.',
    notLocated:
      '%{smart_count} handset has never sent a position |||| %{smart_count} handsets have never sent a position',
    device: '%{device} at %{site}',
    guard: 'Guard on duty: %{name}',
    noGuard: 'Nobody clocked in',
    lastContact: 'Last contact %{ago}',
    neverHeard: 'Never heard from',
    battery: 'Battery %{percent}%',
    cluster: '%{smart_count} handset |||| %{smart_count} handsets',
    list: 'Handsets by state',
    group: '%{state} (%{count})',
    noPosition: 'no position yet',
    panicCentred: 'Panic on %{device} at %{site}: the map is centred on it.',
  },
};
