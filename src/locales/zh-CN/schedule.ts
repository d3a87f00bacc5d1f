/** Texts of the schedule tool page (a lazy area: loaded with its pages). */
const schedule = {
  'schedule.placeholder': '占位',
};

export default schedule;
