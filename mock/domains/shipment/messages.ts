/** The shipment calls' reply messages (registered with the domain). */
import texts from './messages.json' with { type: 'json' };

import type { Text } from '../../core/text';

export const shipmentMessages = texts.shipmentMessages satisfies Record<string, Text>;
