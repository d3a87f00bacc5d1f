import type { Catalogue } from '../types';
import type zh from '../zh-CN/schedule';

/** Texts of the schedule tool page (a lazy area: loaded with its pages). */
const schedule: Catalogue<typeof zh> = {
  'schedule.placeholder': 'Placeholder',
};

export default schedule;
