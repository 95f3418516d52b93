import { describe, expect, it } from 'vitest';
import { crearTema } from './tema';

describe('crearTema', () => {
  it('moves as MUI does by default', () => {
    const tema = crearTema({ variante: 'indigo-oscuro', direccion: 'ltr' });
    expect(tema.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(tema.transitions.create('opacity')).not.toBe('none');
    expect(tema.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });

  it('for a person who asked for less motion: no transitions, no ripple, its own settings kept', () => {
    const tema = crearTema({ variante: 'datagas', color1: '#00796b', direccion: 'rtl', movimientoReducido: true });
    expect(tema.transitions.create('opacity')).toBe('none');
    expect(tema.transitions.duration.enteringScreen).toBe(0);
    expect(tema.transitions.duration.leavingScreen).toBe(0);
    expect(tema.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(tema.components?.MuiDialog?.defaultProps?.transitionDuration).toBe(0);
    expect(tema.components?.MuiMenu?.defaultProps?.transitionDuration).toBe(0);
    expect(tema.components?.MuiTextField?.defaultProps?.size).toBe('small');
    expect(tema.palette.primary.main).toBe('#00796b');
    expect(tema.direction).toBe('rtl');
  });
});
