import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { renderConProveedores } from '../../testing/render';
import { crearFormateador } from '../../lib/formato';
import { clavesDashboard } from '../../features/dashboard/api/reporte-dashboard';
import { RelojActualizacion } from './reloj-actualizacion';

/** The query cache the header reads, as the dashboard's queries fill it. */
const prueba: { cliente?: QueryClient } = {};
function ConCliente() {
  const cliente = useQueryClient();
  useEffect(() => {
    prueba.cliente = cliente;
  }, [cliente]);
  return <RelojActualizacion />;
}

/** A dashboard report read from the server at `cuando`, as its query stores it. */
const leido = (reporte: string, cuando: Date) =>
  act(() => {
    prueba.cliente!.setQueryData(clavesDashboard.reporte(reporte, { empresa: 1 }), { filas: [] }, { updatedAt: cuando.getTime() });
  });

const hora = () => screen.getByTestId('ultima-actualizacion');

describe("the header's 'Ultima actualizacion'", () => {
  it('shows when the dashboard figures were read, and moves with their refresh', async () => {
    await renderConProveedores(<ConCliente />);
    // No figures yet: no time to show.
    expect(screen.queryByTestId('ultima-actualizacion')).toBeNull();

    const primera = new Date('2026-03-02T14:05:00Z');
    leido('indicadores', primera);
    const f = crearFormateador('COP');
    expect(hora()).toHaveTextContent(`Ultima actualizacion: ${f.fechaHora(primera)}`);
    expect(hora().querySelector('time')).toHaveAttribute('dateTime', primera.toISOString());

    // The refresh reads the reports again: the header follows the newest answer.
    const segunda = new Date('2026-03-02T14:15:00Z');
    leido('ventas-combustible', segunda);
    expect(hora().querySelector('time')).toHaveAttribute('dateTime', segunda.toISOString());
    expect(hora()).toHaveTextContent(f.fechaHora(segunda));
  });

  it('ignores reads that are not the dashboard’s', async () => {
    await renderConProveedores(<ConCliente />);
    act(() => {
      prueba.cliente!.setQueryData(['preferencias', 1], {}, { updatedAt: Date.now() });
    });
    expect(screen.queryByTestId('ultima-actualizacion')).toBeNull();
  });
});
