/**
 * The demo sites: around Johannesburg, and one in Cape Town, each with its area, branch, site manager
 * and the checkpoints its guards walk.
 */
export interface DemoSite {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  division: string;
  branch: string;
  /** What its handsets are called (two sites share the Rosebank branch). */
  handsets: string;
  area: string;
  manager: [name: string, number: string, email: string];
  checkpoints: string[];
}

export const JOHANNESBURG_SITES: DemoSite[] = [
  {
    name: 'Sandton Office Park',
    address: '135 Rivonia Road, Sandown, Sandton, 2196',
    latitude: -26.1076,
    longitude: 28.0567,
    division: 'Corporate',
    branch: 'Sandton',
    handsets: 'Sandton',
    area: 'Johannesburg North',
    manager: ['Naledi Mahlaba', '+27825550101', 'facilities@sandtonofficepark.co.za'],
    checkpoints: [
      'Main Gate',
      'Parking P1',
      'Parking P2',
      'Block A Lobby',
      'Block B Lobby',
      'Generator Room',
      'Loading Bay',
      'East Fence',
      'West Fence',
    ],
  },
  {
    name: 'Rosebank Corporate Campus',
    address: '50 Tyrwhitt Avenue, Rosebank, Johannesburg, 2196',
    latitude: -26.1456,
    longitude: 28.0436,
    division: 'Corporate',
    branch: 'Rosebank',
    handsets: 'Rosebank',
    area: 'Johannesburg North',
    manager: ['Werner Pretorius', '+27825550202', 'security@rosebankcampus.co.za'],
    checkpoints: [
      'Reception',
      'Basement Ramp',
      'Server Room',
      'Roof Access',
      'Fire Escape North',
      'Fire Escape South',
      'Staff Entrance',
    ],
  },
  {
    name: 'Midrand Logistics Depot',
    address: '12 New Road, Halfway House, Midrand, 1685',
    latitude: -25.9992,
    longitude: 28.1263,
    division: 'Industrial',
    branch: 'Midrand',
    handsets: 'Midrand',
    area: 'East Rand',
    manager: ['Sibusiso Ngcobo', '+27825550303', 'depot@midrandlogistics.co.za'],
    checkpoints: [
      'Truck Gate',
      'Weighbridge',
      'Warehouse 1',
      'Warehouse 2',
      'Warehouse 3',
      'Fuel Bay',
      'Container Yard',
      'Perimeter North',
      'Perimeter South',
      'Workshop',
      'Admin Block',
    ],
  },
  {
    name: 'Melrose Arch Residences',
    address: '8 Whiteley Road, Melrose Arch, Johannesburg, 2076',
    latitude: -26.133,
    longitude: 28.068,
    division: 'Residential',
    branch: 'Rosebank',
    handsets: 'Melrose Arch',
    area: 'Johannesburg South',
    manager: ['Ayesha Patel', '+27825550404', 'bodycorp@melroseresidences.co.za'],
    checkpoints: [
      'Pedestrian Gate',
      'Visitor Parking',
      'Pool Area',
      'Block C Stairwell',
      'Block D Stairwell',
      'Refuse Area',
      'Clubhouse',
      'Garden Gate',
    ],
  },
];

export const CAPE_TOWN_SITES: DemoSite[] = [
  {
    name: 'Foreshore Office Tower',
    address: '2 Heerengracht Street, Foreshore, Cape Town, 8001',
    latitude: -33.9175,
    longitude: 18.4256,
    division: 'Corporate',
    branch: 'Cape Town CBD',
    handsets: 'Foreshore',
    area: 'City Bowl',
    manager: ['Zainab Isaacs', '+27825550505', 'building@foreshoretower.co.za'],
    checkpoints: ['Lobby', 'Parkade Level 1', 'Parkade Level 2', 'Plant Room', 'Roof', 'Service Entrance'],
  },
];
