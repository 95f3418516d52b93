import { describe, expect, it } from 'vitest';
import { galonesEntre } from './cierre';

describe('meter gallons between two totalizer readings', () => {
  it('is the difference, or the rest up to the maximum plus the new reading when the totalizer rolled over', () => {
    expect(galonesEntre(1_000_000, 1_017_500, 9_999_999_999)).toEqual({ galones: 17_500, reinicio: false });
    // 9,999,999.999 → 0.000 is one more thousandth.
    expect(galonesEntre(9_999_990_000, 5_000, 9_999_999_999)).toEqual({ galones: 15_000, reinicio: true });
    expect(galonesEntre(42, 42, 9_999_999_999)).toEqual({ galones: 0, reinicio: false });
  });
});
