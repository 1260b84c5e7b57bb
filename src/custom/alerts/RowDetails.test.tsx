import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider';
import { liveAlert } from '../../test/liveAlert';
import { RowDetails } from './RowDetails';

describe('RowDetails', () => {
  afterEach(cleanup);

  it('shows the whole site and device, wrapped in a narrow box rather than cut', () => {
    const scan = liveAlert(1, 'nfcTagScanUnallocated', { routeTag: { name: 'Gate 3' } });
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <RowDetails alert={scan} guard="Ayanda Mthembu" waits={false} />
      </AdminContext>,
    );
    const where = screen.getByTestId('alert-where');
    expect(where.textContent).toBe('Sandton Office Park · Sandton Handset 1');
    expect(where.className).not.toContain('noWrap');
  });
});
