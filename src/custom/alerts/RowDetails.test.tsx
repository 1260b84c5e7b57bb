import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { liveAlert } from '../../test/liveAlert';
import { renderAdmin } from '../../test/renderAdmin';
import { RowDetails } from './RowDetails';

describe('RowDetails', () => {
  afterEach(cleanup);

  it('shows the whole site and device, wrapped in a narrow box rather than cut', () => {
    const scan = liveAlert(1, 'nfcTagScanUnallocated', { routeTag: { name: 'Gate 3' } });
    renderAdmin(<RowDetails alert={scan} guard="Ayanda Mthembu" waits={false} />);
    const where = screen.getByTestId('alert-where');
    expect(where.textContent).toBe('Sandton Office Park · Sandton Handset 1');
    expect(where.className).not.toContain('noWrap');
  });
});
