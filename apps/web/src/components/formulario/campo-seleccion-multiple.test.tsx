import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { renderConProveedores } from '../../testing/render';
import { CampoSeleccionMultiple } from './campo-seleccion-multiple';

interface Filtros {
  estaciones: number[];
}

const ESTACIONES = [
  { valor: 1, texto: 'EDS CALI PANCE' },
  { valor: 2, texto: 'EDS BARRANQUILLA CENTRO' },
  { valor: 3, texto: 'EDS CARTAGENA BOCAGRANDE' },
];

/** The field's value as the form holds it. */
function Valor() {
  const estaciones = useWatch<Filtros, 'estaciones'>({ name: 'estaciones' });
  return <output data-testid="valor">{JSON.stringify(estaciones)}</output>;
}

/** The reports' station filter as the kit draws it: every station chosen at first, TODAS on top. */
function Prueba({ elegidas }: { elegidas: number[] }) {
  const form = useForm<Filtros>({ defaultValues: { estaciones: elegidas } });
  return (
    <FormProvider {...form}>
      <CampoSeleccionMultiple<Filtros>
        nombre="estaciones"
        etiqueta="reportes.filtros.estaciones"
        opciones={ESTACIONES}
        todas="reportes.filtros.todas"
      />
      <Valor />
    </FormProvider>
  );
}

const combo = () => screen.getByRole('combobox', { name: /^Estación/ });

describe('the multiple select of the kit (issue 31, item 3)', () => {
  it('with TODAS chosen, a click on one station chooses that one alone; closed, it names one and counts several', async () => {
    const u = userEvent.setup();
    await renderConProveedores(<Prueba elegidas={[1, 2, 3]} />);
    expect(combo()).toHaveTextContent('TODAS');

    await u.click(combo());
    await u.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'EDS BARRANQUILLA CENTRO' }));
    expect(screen.getByTestId('valor')).toHaveTextContent('[2]');

    await u.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'EDS CALI PANCE' }));
    expect(screen.getByTestId('valor')).toHaveTextContent('[1,2]');
    await u.keyboard('{Escape}');
    expect(combo()).toHaveTextContent('2 de 3 elegidos');

    await u.click(combo());
    await u.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'EDS CALI PANCE' }));
    await u.keyboard('{Escape}');
    expect(combo()).toHaveTextContent('EDS BARRANQUILLA CENTRO');
  });

  it('TODAS chooses every station, and again clears them', async () => {
    const u = userEvent.setup();
    await renderConProveedores(<Prueba elegidas={[3]} />);
    await u.click(combo());
    await u.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'TODAS' }));
    expect(screen.getByTestId('valor')).toHaveTextContent('[1,2,3]');
    await u.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'TODAS' }));
    expect(screen.getByTestId('valor')).toHaveTextContent('[]');
  });
});
