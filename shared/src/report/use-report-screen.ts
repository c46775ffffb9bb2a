import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from '../zod';
import { useReportColumns } from './column-manager/use-report-columns';
import type { ReportName } from './column-manager/column-view-api';
import { useComboValues, type ReportComboName } from './search/get-combo';
import { useProducerTree } from './search/get-producer-tree';
import type { ProducerTreeNode } from './search/producer-tree';
import { useReportSearch, type ReportSearchOptions } from './search/use-report-search';
import type { TotalItem } from './server-grid/totals-banner';
import type { ReportColumn } from './types';

export interface ReportScreenOptions<F extends FieldValues, C> extends Omit<
  ReportSearchOptions<F, C>,
  'form' | 'queryKey' | 'describe'
> {
  /** The report: the first element of its page queries' keys, its saved column view, its scheduled send. */
  report: ReportName;
  /** The report's columns, before the user's view orders them. */
  columns: ReportColumn[];
  /** The filters form: its rules (the fields' messages) and its first values. */
  schema: z.ZodType<F, F>;
  defaultValues: DefaultValues<F>;
  /** 'Ver filtros aplicados': what a search sent, in words, from the filters and the producers checked. */
  describe: (filters: F, tree: ProducerTreeNode[], producers: string[]) => string;
  /** The product tab's combos: `Ramo_{combos}` and `Producto_{combos}` (datos/GetComboValues). */
  combos: ReportComboName;
  producerTabLabel: string;
  /** Given: 'Programar envío' (001 §6) for this user, its dialog once the user is known. */
  schedule?: { userId: number | null };
}

/**
 * The wiring every report screen repeats (001 §2): the producer tree, the filters form, the product tab's combos,
 * the search, the user's column view and the scheduled send. `screen` is what ReportScreen takes of it; the screen
 * adds its texts, tabs, page of rows, totals, export and grid.
 */
export function useReportScreen<F extends FieldValues, C>({
  report,
  columns: baseColumns,
  schema,
  defaultValues,
  describe,
  combos,
  producerTabLabel,
  schedule,
  ...searchOptions
}: ReportScreenOptions<F, C>) {
  const tree = useProducerTree();
  const producerTree = useMemo(() => tree.data ?? [], [tree.data]);
  const form = useForm<F>({ resolver: zodResolver(schema), defaultValues });
  const branches = useComboValues(`Ramo_${combos}`).data;
  const products = useComboValues(`Producto_${combos}`).data;
  const search = useReportSearch({
    ...searchOptions,
    form,
    queryKey: report,
    describe: (filters, chosen) => describe(filters, producerTree, chosen),
  });
  const columns = useReportColumns(report, baseColumns);

  return {
    form,
    search,
    branches,
    products,
    screen: {
      search,
      producerTree,
      producersLoading: tree.isLoading,
      producerTabLabel,
      columns,
      schedule: schedule && { ...schedule, report, branchOptions: branches, productOptions: products },
    },
  };
}

/** The sums banner's items, each label with its sum in pesos; none before the page answers. */
export function sumTotals<S extends Record<string, { total: number }>>(
  sums: S | undefined,
  items: [label: string, sum: keyof S][],
): TotalItem[] {
  return sums ? items.map(([label, sum]) => ({ label, ars: sums[sum].total })) : [];
}
