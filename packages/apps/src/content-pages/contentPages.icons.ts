/** The icons the content pages name, registered when one of their screens loads (only these reach the chunk). */
import '../lib/appIcons';
import { registerIcons } from '@chorus/ui';
import { BookMarked, Check, CreditCard, FileText, LifeBuoy, Printer, Receipt } from 'lucide-react';

registerIcons({
  'book-marked': BookMarked,
  check: Check,
  'credit-card': CreditCard,
  'file-text': FileText,
  'life-buoy': LifeBuoy,
  printer: Printer,
  receipt: Receipt,
});
