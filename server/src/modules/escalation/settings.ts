/** A company's escalation ladders: its own when it set them (null in the database: the default ladder). */
import { eq } from 'drizzle-orm';
import {
  DEFAULT_LADDERS,
  type EscalatingType,
  type EscalationSettings,
  type EscalationSettingsInput,
  type Ladder,
} from '../../../../contract/escalation';
import { MESSAGES } from '../../../../contract/messages';
import { type Actor, withActor } from '../../db/actor';
import type { Db, Tx } from '../../db/client';
import { companies } from '../../db/schema';
import { notFound } from '../../http/errors';

/** A company's two ladders as stored (read with other columns by an alarm, alert/alarmReads). */
export const ladderColumns = { panic: companies.panicEscalation, pleaseCallMe: companies.pleaseCallEscalation };

export function settingsOf(companyId: number, stored: { panic: unknown; pleaseCallMe: unknown }): EscalationSettings {
  return {
    companyId,
    panic: (stored.panic as Ladder | null) ?? DEFAULT_LADDERS.panic,
    pleaseCallMe: (stored.pleaseCallMe as Ladder | null) ?? DEFAULT_LADDERS.pleaseCallMe,
    panicIsDefault: stored.panic === null,
    pleaseCallMeIsDefault: stored.pleaseCallMe === null,
  };
}

export async function escalationSettings(db: Db, companyId: number): Promise<EscalationSettings> {
  const [row] = await db.select(ladderColumns).from(companies).where(eq(companies.id, companyId));
  if (!row) throw notFound(MESSAGES.company.notFound);
  return settingsOf(companyId, row);
}

/** Saves both ladders (checked by the contract's schema before this is called). */
export async function saveEscalationSettings(
  db: Db,
  actor: Actor,
  companyId: number,
  input: EscalationSettingsInput,
): Promise<EscalationSettings> {
  const [row] = await withActor(db, actor, (tx) =>
    tx
      .update(companies)
      .set({ panicEscalation: input.panic, pleaseCallEscalation: input.pleaseCallMe })
      .where(eq(companies.id, companyId))
      .returning(ladderColumns),
  );
  if (!row) throw notFound(MESSAGES.company.notFound);
  return settingsOf(companyId, row);
}

/** The ladder in force for an alert of `type` in the company, read in the alert's transaction. */
export async function ladderOf(tx: Tx, companyId: number, type: EscalatingType): Promise<Ladder> {
  const [row] = await tx.select(ladderColumns).from(companies).where(eq(companies.id, companyId));
  if (!row) return [];
  return settingsOf(companyId, row)[type];
}
