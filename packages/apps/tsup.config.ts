import { styledPackageConfig } from '../../tsup.styled';

// One client bundle: the package is one 'use client' boundary (docs/packages.md).
export default styledPackageConfig({ layout: 'bundle' });
