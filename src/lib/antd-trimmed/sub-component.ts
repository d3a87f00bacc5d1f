import { notInBuild } from './not-in-build';

/**
 * The antd sub-components no screen of the app renders, in production builds: Skeleton.Button,
 * .Avatar, .Input, .Image and .Node, Tag.CheckableTag and .CheckableTagGroup, Alert.ErrorBoundary
 * and Card.Meta. Each component's module imports them only to hang them on itself, which put them
 * into every page that shows the component.
 */
export default function SubComponent(): never {
  throw notInBuild('sub-components (Skeleton.Button, Tag.CheckableTag, Alert.ErrorBoundary …)');
}
