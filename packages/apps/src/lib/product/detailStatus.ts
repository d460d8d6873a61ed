/** Moved to lib/detail (the frame is not the product's): kept for the e-commerce screens until they import it there. */
export { detailStatus } from '../detail/detailStatus';
