/** The search fields a refusal (4000) can name, as the search bar shows them. */
export type ScheduleField = 'pol' | 'pod' | 'dates' | 'carrier' | 'routing';

/** Where a refusal naming a query key is shown in the search bar. */
const FIELD_OF_KEY: Record<string, ScheduleField> = {
  pol: 'pol',
  pod: 'pod',
  etdFrom: 'dates',
  etdTo: 'dates',
  weekStart: 'dates',
  carrier: 'carrier',
  routing: 'routing',
};

/** The search-bar field a 4000 names (`data.field`), if it is one the bar shows. */
export function scheduleFieldOf(key: string | undefined): ScheduleField | undefined {
  return key ? FIELD_OF_KEY[key] : undefined;
}
