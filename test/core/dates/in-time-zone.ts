/**
 * Run by calendar-day.test.ts in a child Node process (`node --import tsx`):
 * a test worker thread cannot change its time zone, a main thread can, by
 * setting TZ before each call. Reads the cases as JSON from argv and prints
 * what `today` and `addDays` give in each case's zone.
 */
import { addDays, today } from '@/core/dates/calendar-day';

type Case =
  { zone: string; today: string } | { zone: string; addDays: [day: string, days: number] };

const cases = JSON.parse(process.argv[2] ?? '[]') as Case[];
const results = cases.map((c) => {
  process.env.TZ = c.zone;
  return 'today' in c ? today(new Date(c.today)) : addDays(...c.addDays);
});
process.stdout.write(JSON.stringify(results));
