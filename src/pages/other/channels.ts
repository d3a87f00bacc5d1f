/** The platform's contact channels, written once for the contact page and the clause page. */
export const contactChannels = {
  hotline: { display: '400-820-6688', tel: 'tel:+864008206688' },
  /** 400 numbers cannot be dialled from abroad. */
  international: { display: '+86 21 6566 8800', tel: 'tel:+862165668800' },
  email: {
    support: 'support@freight-trading.example.com',
    business: 'business@freight-trading.example.com',
    media: 'media@freight-trading.example.com',
    privacy: 'privacy@freight-trading.example.com',
  },
  wechatId: 'freight-trading',
} as const;

export function mailto(address: string): string {
  return `mailto:${address}`;
}
