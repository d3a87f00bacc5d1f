import { Link } from 'react-router-dom';

import { useScheduleFormat } from '../hooks/use-schedule-format';
import { POPULAR_LANES } from '../utils/popular-lanes';

/**
 * Before a port is chosen: an invitation and popular lanes, not an error. Global classes
 * (schedule-start.css): the first screen draws the same before the app runs.
 */
export function ScheduleStart() {
  const format = useScheduleFormat();
  return (
    <section className="schedule-start" aria-labelledby="schedule-start-title">
      <h2 id="schedule-start-title" className="schedule-start__title">
        {format.text('schedule.start.title')}
      </h2>
      <p className="schedule-start__hint">{format.text('schedule.start.hint')}</p>
      <ul className="schedule-start__lanes">
        {POPULAR_LANES.map((lane) => (
          <li key={lane.key}>
            <Link className="link-button" to={lane.href}>
              {format.text(lane.labelId)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
