import { styledPackageConfig } from '../../tsup.styled';

// One file per module: each component's 'use client' stays its own (docs/packages.md).
export default styledPackageConfig({ layout: 'modules' });
