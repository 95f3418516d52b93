import { describe, expect, it } from 'vitest';
import { nombreExportacion } from './columnas';

describe('nombreExportacion', () => {
  it('adds the export suffix with a timestamp', () => {
    expect(nombreExportacion('estaciones', 'xlsx', new Date(2026, 2, 21, 14, 5, 3))).toBe('estaciones_export_20260321_140503.xlsx');
  });

  it('keeps file names portable', () => {
    expect(nombreExportacion('Ventas por estación/día', 'pdf', new Date(2026, 0, 2, 3, 4, 5))).toBe(
      'Ventas_por_estacion_dia_export_20260102_030405.pdf',
    );
  });
});
