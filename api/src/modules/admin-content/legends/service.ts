import type { adminContent, ResponseOf } from '@portal/shared/contract';
import type { z } from 'zod';
import { AppError } from '../../../errors';
import type { AppContext } from '../../../http/context';
import { messages } from '../../../messages';
import { dayOf, endOfDay, startOfDay } from '../dates';
import { adminMessages } from '../messages';
import * as q from './queries';

type Label = ResponseOf<typeof adminContent.getLabel>;
type LabelInput = z.output<typeof adminContent.LabelInput>;

function toLabel(row: q.LabelRow): Label {
  return {
    Id: row.id,
    Section: row.section as Label['Section'],
    Type: row.type as Label['Type'],
    Description: row.description,
    Text: row.text,
    Enabled: row.enabled,
    StartDate: row.startDate ? dayOf(row.startDate) : null,
    EndDate: row.endDate ? dayOf(row.endDate) : null,
    FinishDate: row.finishDate ? row.finishDate.toISOString() : null,
  };
}

export async function getLabels(ctx: AppContext): Promise<Label[]> {
  return (await q.findAllLabels(ctx.database.db)).map(toLabel);
}

export async function getLabel(ctx: AppContext, id: number): Promise<Label> {
  const row = await q.findLabelById(ctx.database.db, id);
  if (!row) throw new AppError(404, adminMessages.legendNotFound);
  return toLabel(row);
}

/**
 * POST Label/SaveLabel (002 §4 "Legend rules"): a legend that is not enabled is read-only; a start date
 * already reached is kept as it was; inactivating ('Inactivar manualmente') records when (FinishDate).
 */
export async function saveLabel(ctx: AppContext, input: LabelInput, now = new Date()): Promise<Label> {
  const { db } = ctx.database;
  const values = {
    section: input.Section,
    type: input.Type,
    description: input.Description,
    text: input.Text,
    startDate: startOfDay(input.StartDate),
    endDate: input.EndDate ? endOfDay(input.EndDate) : null,
  };
  if (input.Id === 0) {
    return toLabel(
      await q.insertLabel(db, { ...values, enabled: input.Enabled, finishDate: input.Enabled ? null : now }),
    );
  }
  const current = await q.findLabelById(db, input.Id);
  if (!current) throw new AppError(404, adminMessages.legendNotFound);
  if (!current.enabled) throw new AppError(409, adminMessages.legendInactive);
  const started = current.startDate !== null && current.startDate <= now;
  return toLabel(
    await q.updateLabel(db, input.Id, {
      ...values,
      startDate: started ? current.startDate : values.startDate,
      enabled: input.Enabled,
      finishDate: input.Enabled ? null : now,
    }),
  );
}

export async function deleteLabel(ctx: AppContext, id: number) {
  if (!(await q.removeLabel(ctx.database.db, id))) throw new AppError(404, messages.notFound);
  return { success: true as const };
}
