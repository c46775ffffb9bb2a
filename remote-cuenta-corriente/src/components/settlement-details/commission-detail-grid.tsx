import { useState } from 'react';
import { initialGridQueryModel, ServerGrid, type GridQueryModel } from '@portal/shared/report';
import { ccMessages as t } from '../../messages';
import { useCommissionDetail } from './api/get-commission-detail';
import { commissionDetailColumns } from './columns';

/** The commissions of a settlement: server-paged, sorted and filtered (001 §7 DetalleComision). */
export function CommissionDetailGrid({ liqNro }: { liqNro: number }) {
  const [grid, setGrid] = useState<GridQueryModel>(() => initialGridQueryModel());
  const page = useCommissionDetail(liqNro, grid);
  return (
    <ServerGrid
      label={`${t.commissionDetail} ${liqNro}`}
      columns={commissionDetailColumns}
      rows={page.data?.data ?? []}
      rowCount={page.data?.total ?? 0}
      query={grid}
      onQueryChange={setGrid}
      searched
      loading={page.isFetching}
      error={page.error}
    />
  );
}
