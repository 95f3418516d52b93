import { describe, expect, it } from 'vitest';
import { crearPdf } from './exportar-pdf';

describe('PDF export', () => {
  it('is a legal landscape document', () => {
    const doc = crearPdf({
      titulo: 'Estaciones',
      columnas: [
        { titulo: 'Estación', tipo: 'texto' },
        { titulo: 'Total', tipo: 'dinero' },
      ],
      filas: [['EDS NORTE', '$1.234,56']],
      nombreArchivo: 'estaciones',
    });
    const texto = doc.output();
    expect(texto.startsWith('%PDF-')).toBe(true);
    // Header cells filled red (198, 40, 40 → 0.78 0.16 0.16), table text at font size 9.
    expect(texto).toContain('0.78 0.16 0.16 rg');
    expect(texto).toMatch(/\/F\d 9 Tf/);
    // Legal is 8.5 × 14 in: 1008 × 612 points in landscape.
    expect(Math.round(doc.internal.pageSize.getWidth())).toBe(1008);
    expect(Math.round(doc.internal.pageSize.getHeight())).toBe(612);
  });
});
