import { notInBuild } from './not-in-build';

/**
 * antd's colour parser where a Tag works out the fill of a colour other than its named ones, in
 * production builds. The app's tags take only antd's named colours (`TagColour`, and a lint rule on
 * `<Tag color>`), for which the Tag parses nothing; the parser (3.4 KB compressed) was in every
 * page with a tag.
 */
export function FastColor(): never {
  throw notInBuild("Tag's custom colours");
}
