/** The icons the e-commerce screens name, registered when a screen loads (only these reach its chunk). */
import '../lib/appIcons';
import { registerIcons } from '@chorus/ui';
import { CircleX, Image, Printer, ShoppingCart, Trash, Upload } from 'lucide-react';

registerIcons({
  'circle-x': CircleX,
  image: Image,
  printer: Printer,
  'shopping-cart': ShoppingCart,
  trash: Trash,
  upload: Upload,
});
