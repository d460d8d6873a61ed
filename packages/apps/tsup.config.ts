import { styledPackageConfig } from '../../tsup.styled';

export default styledPackageConfig;
