import { ServerImage } from '@/components/server-image';

import { initialsOf } from '../utils/enterprise-name';
import styles from './directory.module.css';

interface EnterpriseLogoProps {
  name: string;
  logo?: string | undefined;
  large?: boolean;
}

/** The logo, or the name's initials; decorative, as the name is always written beside it. */
export function EnterpriseLogo({ name, logo, large }: EnterpriseLogoProps) {
  return (
    <span className={large ? `${styles.logo} ${styles.logoLarge}` : styles.logo} aria-hidden>
      {logo ? <ServerImage src={logo} alt="" /> : initialsOf(name)}
    </span>
  );
}
