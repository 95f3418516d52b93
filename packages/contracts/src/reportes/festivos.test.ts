import { describe, expect, it } from 'vitest';
import { domingoDePascua, festivosDe, festivosEntre } from './festivos';

describe('Colombian holidays (Emiliani rule)', () => {
  it('finds Easter Sunday', () => {
    expect(domingoDePascua(2025).toISOString().slice(0, 10)).toBe('2025-04-20');
    expect(domingoDePascua(2026).toISOString().slice(0, 10)).toBe('2026-04-05');
    expect(domingoDePascua(2027).toISOString().slice(0, 10)).toBe('2027-03-28');
  });

  it('gives the official calendars of 2025, 2026 and 2027', () => {
    // 2025: Sagrado Corazón and San Pedro share Monday 30 June, so the year has 17 dates for 18 holidays.
    expect(festivosDe(2025)).toEqual([
      '2025-01-01',
      '2025-01-06',
      '2025-03-24',
      '2025-04-17',
      '2025-04-18',
      '2025-05-01',
      '2025-06-02',
      '2025-06-23',
      '2025-06-30',
      '2025-07-20',
      '2025-08-07',
      '2025-08-18',
      '2025-10-13',
      '2025-11-03',
      '2025-11-17',
      '2025-12-08',
      '2025-12-25',
    ]);
    expect(festivosDe(2026)).toEqual([
      '2026-01-01',
      '2026-01-12',
      '2026-03-23',
      '2026-04-02',
      '2026-04-03',
      '2026-05-01',
      '2026-05-18',
      '2026-06-08',
      '2026-06-15',
      '2026-06-29',
      '2026-07-20',
      '2026-08-07',
      '2026-08-17',
      '2026-10-12',
      '2026-11-02',
      '2026-11-16',
      '2026-12-08',
      '2026-12-25',
    ]);
    expect(festivosDe(2027)).toEqual([
      '2027-01-01',
      '2027-01-11',
      '2027-03-22',
      '2027-03-25',
      '2027-03-26',
      '2027-05-01',
      '2027-05-10',
      '2027-05-31',
      '2027-06-07',
      '2027-07-05',
      '2027-07-20',
      '2027-08-07',
      '2027-08-16',
      '2027-10-18',
      '2027-11-01',
      '2027-11-15',
      '2027-12-08',
      '2027-12-25',
    ]);
  });

  it('lists the holidays of a range across years', () => {
    expect(festivosEntre('2025-12-20', '2026-01-15')).toEqual(['2025-12-25', '2026-01-01', '2026-01-12']);
  });
});
