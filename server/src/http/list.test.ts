/**
 * List parameters naming a prototype property (`__proto__`, `constructor`, `toString`…) are refused with
 * the list-parameter messages, on every list: never a prototype reached, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fill, MESSAGES } from '../../../contract/messages';
import { type Api, api } from '../test/fixtures';
import { build, type TestContext } from '../test/helper';

let t: TestContext;
let call: Api;
let lists: string[];
beforeAll(async () => {
  t = await build();
  call = api(t);
  const { guardforce } = await call.companies();
  lists = [
    '/api/v1/company',
    `/api/v1/area/byCompany/${guardforce}`,
    `/api/v1/employee/byCompany/${guardforce}`,
    `/api/v1/site/byCompany/${guardforce}`,
    '/api/v1/device',
  ];
});
afterAll(() => t.close());

const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'prototype'];
const get = (url: string, name: string, value: string) =>
  call.get('sysadmin', `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`);

describe('prototype names in list parameters', () => {
  it.each(PROTOTYPE_NAMES)('sort=["%s","ASC"] → 400 Cannot sort by it, on every list', async (name) => {
    for (const url of lists) {
      const response = await get(url, 'sort', JSON.stringify([name, 'ASC']));
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ message: fill(MESSAGES.request.cannotSort, { field: name }) });
    }
  });

  it.each(PROTOTYPE_NAMES)('filter={"%s": …} → 400 the filter parameter is not valid', async (name) => {
    for (const value of [`{"${name}": {"q": "x"}}`, `{"q": "a", "${name}": 1}`]) {
      const response = await get(lists[1], 'filter', value);
      expect(response.statusCode, value).toBe(400);
      expect(response.json()).toEqual({ message: fill(MESSAGES.request.invalidParameter, { name: 'filter' }) });
    }
  });

  it('still sorts by a real field and takes ordinary filter keys', async () => {
    const names = async (direction: string) => {
      const response = await get(lists[1], 'sort', JSON.stringify(['name', direction]));
      expect(response.statusCode).toBe(200);
      return response.json().map((area: { name: string }) => area.name);
    };
    const ascending = await names('ASC');
    expect(ascending.length).toBeGreaterThan(1);
    expect(await names('DESC')).toEqual([...ascending].reverse());
    const filtered = await get(lists[1], 'filter', '{"q":"Johannesburg","companyId":1}');
    expect(filtered.statusCode).toBe(200);
  });
});
