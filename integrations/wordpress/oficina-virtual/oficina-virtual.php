<?php
/**
 * Plugin Name:       Oficina Virtual
 * Description:       Los widgets de la Oficina Virtual (acceso, contratos, solicitudes…) en las páginas de WordPress: un bloque y el shortcode [oficina_virtual widget="contracts-table"].
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       oficina-virtual
 *
 * The markup is rendered here, on the server, from an allowlist: the block and the shortcode
 * store only a widget name and a few plain attributes, so Authors and Contributors (whose
 * content kses filters) can place widgets they could never paste as HTML.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'OFICINA_VIRTUAL_VERSION', '0.1.0' );
define( 'OFICINA_VIRTUAL_FILE', __FILE__ );

require_once __DIR__ . '/includes/widgets.php';
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/render.php';
require_once __DIR__ . '/includes/block.php';
require_once __DIR__ . '/includes/shortcode.php';
