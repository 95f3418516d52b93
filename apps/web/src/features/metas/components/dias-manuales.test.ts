import { describe, expect, it } from 'vitest';
import { centavos } from '@eds/contracts/metas/metas';
import { repartirUniforme } from './dias-manuales';

describe('repartirUniforme', () => {
  it('splits a goal evenly in whole cents that add up to it exactly', () => {
    const dias = repartirUniforme(1_000_000.01, 28);
    expect(dias).toHaveLength(28);
    expect(dias.reduce((s, v) => s + centavos(v), 0)).toBe(100_000_001);
    expect(dias[0]).toBe(35714.29);
    expect(dias[27]).toBe(35714.28);
    expect(repartirUniforme(2800, 28)).toEqual(Array.from({ length: 28 }, () => 100));
  });
});
