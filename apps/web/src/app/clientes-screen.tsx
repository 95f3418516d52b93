import { PestanaCartera } from '../features/cartera/components/pestana-cartera';
import { ClientesScreen, type PestanaExtraCliente } from '../features/clientes/screens/clientes-screens';
import { PestanaCupo } from '../features/cupos';

/** The customer screen with the tabs other features give it: its quotas (Cupo) and its receivables (Cartera). */
const PESTANAS: readonly PestanaExtraCliente[] = [
  { etiqueta: 'clientes.pestanas.cupo', Componente: PestanaCupo },
  { etiqueta: 'clientes.pestanas.cartera', Componente: PestanaCartera },
];

export function ClientesConCupoYCartera() {
  return <ClientesScreen pestanas={PESTANAS} />;
}
