import { SafetyCertificateFilled } from '@ant-design/icons';
import { useIntl } from 'react-intl';

import type { PartyRef } from '@/contract/common/trade';
import { partyName } from '@/utils/party-name';

import styles from './party-name.module.css';

interface PartyNameProps {
  party: PartyRef;
  /** The party is a certified enterprise: a mark beside the name says so. */
  certified: boolean;
  /** What the mark says ('Certified enterprise'). */
  certifiedLabel: string;
}

/** A party's name in the reader's language, with the certified mark when it is certified. */
export function PartyName({ party, certified, certifiedLabel }: PartyNameProps) {
  const intl = useIntl();
  return (
    <span className={styles.name}>
      {/* A name as the server writes it keeps its own direction (its closing full stop stays at
          its end in Arabic). */}
      <bdi>{partyName(party, intl.locale)}</bdi>
      {certified && (
        <SafetyCertificateFilled
          className={styles.certified}
          role="img"
          aria-label={certifiedLabel}
        />
      )}
    </span>
  );
}
