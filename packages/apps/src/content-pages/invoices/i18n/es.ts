import type { Translation } from '@chorus/ui';
import type en from './en';

export default {
  'page.modern': 'Factura moderna',
  'page.compact': 'Factura compacta',
  'invoice.title': 'Factura',
  'invoice.date': 'Fecha de la factura',
  'invoice.dueDate': 'Fecha de vencimiento',
  'invoice.from': 'De',
  'invoice.client': 'Facturar a',
  'invoice.services': 'Servicios',
  'invoice.service': 'Servicio',
  'invoice.unitPrice': 'Precio unitario',
  'invoice.quantity': 'Cantidad',
  'invoice.perUnit': 'por {unit}',
  'invoice.total': 'Total',
  'invoice.subtotal': 'Subtotal',
  'invoice.tax': 'Impuestos',
  'invoice.discount': 'Descuento',
  'invoice.thanks': 'Gracias por su confianza. Le rogamos que pague antes de la fecha de vencimiento.',
  'invoice.print': 'Imprimir',
  'invoice.loading': 'Cargando la factura…',
  'invoice.error': 'No se pudo cargar la factura: {reason}',
  'invoice.notFound': 'No hay ninguna factura con este número',
  'invoice.openDefault': 'Ver la factura de ejemplo',
} satisfies Translation<typeof en>;
