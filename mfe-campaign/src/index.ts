// Federation needs one asynchronous step before shared singletons are used.
import('./bootstrap');
