import { cleanup, screen, waitFor } from '@testing-library/react';
import { DataTable, HttpError, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { UNREACHABLE_KEY } from '../dataProvider/unreachable';
import { renderAdmin } from '../test/renderAdmin';
import { PagedList } from './PagedList';

afterEach(cleanup);

const areas = [{ id: 1, name: 'Sandton' }];

/** A list whose server answers as `answer` says, switched by the test. */
function renderList(answer: { down: boolean }) {
  const dataProvider = testDataProvider({
    getList: async () => {
      if (answer.down) throw new HttpError(UNREACHABLE_KEY, 0);
      return { data: areas, total: areas.length };
    },
  } as never);
  return renderAdmin(
    <PagedList resource="areas" sortField="name">
      <DataTable>
        <DataTable.Col source="name" />
      </DataTable>
    </PagedList>,
    { dataProvider },
  );
}

describe('PagedList', () => {
  it('shows one error state when the server cannot be reached: no empty table, no page count', async () => {
    renderList({ down: true });
    expect(await screen.findByText('Cannot reach the server; retrying…')).toBeTruthy();
    expect(screen.queryByText(/No .* found/)).toBeNull();
    expect(screen.queryByText(/of \d+/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry now' })).toBeTruthy();
  });

  it('recovers on its own once the server answers again', async () => {
    const answer = { down: true };
    renderList(answer);
    await screen.findByText('Cannot reach the server; retrying…');
    answer.down = false;
    expect(await screen.findByText('Sandton')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Cannot reach the server; retrying…')).toBeNull());
  });
});
