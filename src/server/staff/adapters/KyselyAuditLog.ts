import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema';
import type { AuditEntry, AuditLog, AuditPage } from '../app/AuditLog';
import type { StaffMember } from '../app/StaffMember';

function json(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

function parsed(text: string | null): unknown {
  return text === null ? null : (JSON.parse(text) as unknown);
}

/** The audit log in its table; entries are only ever added. */
export class KyselyAuditLog implements AuditLog {
  constructor(private readonly db: Kysely<Database>) {}

  async record(staff: StaffMember, entry: AuditEntry): Promise<void> {
    await this.db
      .insertInto('audit_log')
      .values({
        id: randomUUID(),
        staff_user_id: staff.userId,
        staff_email: staff.email,
        action: entry.action,
        subject: entry.subject,
        before_json: json(entry.before),
        after_json: json(entry.after),
        created_at: new Date().toISOString(),
      })
      .execute();
  }

  async list(page: number, pageSize: number): Promise<AuditPage> {
    const [rows, count] = await Promise.all([
      this.db
        .selectFrom('audit_log')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      this.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      total: Number(count.count),
      entries: rows.map((row) => ({
        id: row.id,
        staffEmail: row.staff_email,
        action: row.action,
        subject: row.subject,
        before: parsed(row.before_json),
        after: parsed(row.after_json),
        at: row.created_at,
      })),
    };
  }
}
