import { describeRouteFuzz } from '../helpers/route-fuzz.ts';

describeRouteFuzz('sqlite');
