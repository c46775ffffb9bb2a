// Federation needs an async boundary before shared singletons are used.
import('./bootstrap');
