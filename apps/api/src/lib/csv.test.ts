import { describe, expect, it } from 'vitest';
import { celdaCsv, textoCsv } from './csv';

describe('CSV cells', () => {
  it('neutralises text that a spreadsheet would read as a formula, keeping the rest of it', () => {
    expect(celdaCsv('=HYPERLINK("http://x.example/?q=1","clic")')).toBe(`"'=HYPERLINK(""http://x.example/?q=1"",""clic"")"`);
    expect(celdaCsv('+57 300')).toBe("'+57 300");
    expect(celdaCsv('-10')).toBe("'-10");
    expect(celdaCsv('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(celdaCsv('\t=1+1')).toBe("'\t=1+1");
    expect(celdaCsv('\r=1+1')).toBe(`"'\r=1+1"`);
  });

  it('leaves ordinary text alone and quotes separators, quotes and line breaks (RFC 4180)', () => {
    expect(celdaCsv('EFECTIVO')).toBe('EFECTIVO');
    expect(celdaCsv('a=b')).toBe('a=b');
    expect(celdaCsv('VENTA, CONTADO')).toBe('"VENTA, CONTADO"');
    expect(celdaCsv('dice "hola"')).toBe('"dice ""hola"""');
    expect(celdaCsv('')).toBe('');
    expect(celdaCsv(null)).toBe('');
  });

  it('writes numbers as numbers: a negative amount is never prefixed', () => {
    expect(celdaCsv(-1234.5)).toBe('-1234.50');
    expect(celdaCsv(0)).toBe('0.00');
    expect(celdaCsv(7, 0)).toBe('7');
  });

  it('builds a file with CRLF line ends, the header first', () => {
    expect(textoCsv(['a', 'b'], [['=1', -2]])).toBe("a,b\r\n'=1,-2.00\r\n");
  });
});
