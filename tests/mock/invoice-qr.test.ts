import { crc16, qrPayload } from '@mock/domains/invoice/pdf/qr';

const hex = (text: string) => crc16(text).toString(16).toUpperCase().padStart(4, '0');

describe('a 数电票’s QR code', () => {
  it('ends with the CRC-16/UMTS of what comes before it, as on published invoices', () => {
    // The catalogue's check value, then the last field of QR codes of real 数电票 (general and
    // special), quoted from published samples.
    expect(hex('123456789')).toBe('FEE8');
    expect(hex('01,32,,24312000000136634917,0.01,20240514,,')).toBe('1DD6');
    expect(hex('01,32,,25432000000031411143,655.00,20250311,,')).toBe('19E3');
    expect(hex('01,31,,26442000005310626521,31605.00,20260514,,')).toBe('7B05');
  });

  it('carries the kind, the number, the total including tax and the date, with no codes', () => {
    const payload = qrPayload({
      type: 'general',
      invoiceNo: '26312002002000000007',
      total: '1060.00',
      issuedOn: '2026-11-27',
    });
    expect(payload).toBe(
      `01,32,,26312002002000000007,1060.00,20261127,,${hex('01,32,,26312002002000000007,1060.00,20261127,,')}`,
    );
  });
});
