import { installPrecompiledAuthValidators } from '@admit/engine';
import authValidators from 'virtual:admit-auth-validators';

// The auth forms validate with validators precompiled at build time; imported by the auth pages only.
installPrecompiledAuthValidators(authValidators);
