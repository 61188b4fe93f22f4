<?php
/**
 * The markup of one widget, and the embed script and `<ov-portal>` once per page.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

const OFICINA_VIRTUAL_SCRIPT = 'oficina-virtual-embed';

/** The embed's address: on the portal's origin, or on this site behind a reverse proxy. */
function oficina_virtual_embed_url() {
	return oficina_virtual_settings()['portal_origin'] . '/embed/oficina-virtual.embed.js';
}

/**
 * The widget's custom element with a fallback text inside: the element's shadow root hides
 * it once the embed runs; while it loads, or if it never does (blocked, offline, CORS), the
 * reader sees where to go instead.
 *
 * @param string $slug  A key of oficina_virtual_widgets().
 * @param array  $args  `line` (ContractsTable), `heading_level` (1–6).
 */
function oficina_virtual_render_widget( $slug, $args = array() ) {
	$widgets = oficina_virtual_widgets();
	if ( ! isset( $widgets[ $slug ] ) ) {
		// Only someone who can edit the post learns why nothing shows.
		return current_user_can( 'edit_posts' )
			? '<p class="oficina-virtual-error">' . esc_html( sprintf( 'Oficina Virtual: el widget "%s" no existe.', $slug ) ) . '</p>'
			: '';
	}
	$widget   = $widgets[ $slug ];
	$settings = oficina_virtual_settings();
	oficina_virtual_enqueue();

	$attributes = array( 'lang' => $settings['language'] );
	$level      = isset( $args['heading_level'] ) ? (int) $args['heading_level'] : 0;
	if ( $level >= 1 && $level <= 6 ) {
		$attributes['heading-level'] = (string) $level;
	}
	if ( ! empty( $widget['line'] ) && in_array( $args['line'] ?? '', oficina_virtual_lines(), true ) ) {
		$attributes['line'] = $args['line'];
	}
	$style = oficina_virtual_theme_style( $settings['theme'] );
	if ( '' !== $style ) {
		$attributes['style'] = $style;
	}

	$html = '<' . $widget['tag'];
	foreach ( $attributes as $name => $value ) {
		$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
	}
	return $html . '>' . oficina_virtual_fallback( $settings['portal_origin'] ) . '</' . $widget['tag'] . '>';
}

function oficina_virtual_fallback( $origin ) {
	$where = '' === $origin
		? 'la Oficina Virtual'
		: '<a href="' . esc_url( $origin . '/' ) . '">la Oficina Virtual</a>';
	return '<p class="oficina-virtual-fallback">Cargando la Oficina Virtual… Si no aparece, entra en ' . $where . '.</p>';
}

/** `--ov-*: value;` for the theme variables the settings set (already sanitised there). */
function oficina_virtual_theme_style( $theme ) {
	$style = '';
	foreach ( oficina_virtual_theme_variables() as $key => list( $variable ) ) {
		if ( ! empty( $theme[ $key ] ) ) {
			$style .= $variable . ':' . $theme[ $key ] . ';';
		}
	}
	return $style;
}

/**
 * The script and `<ov-portal>` once per page, however many widgets it holds (WordPress
 * prints an enqueued handle once). `navigation="none"`: after login the widgets change in
 * place instead of sending the customer to the portal's home page.
 */
function oficina_virtual_enqueue() {
	// No `ver` query: the portal decides how its embed is cached.
	wp_enqueue_script( OFICINA_VIRTUAL_SCRIPT, oficina_virtual_embed_url(), array(), null, true );
	if ( ! has_action( 'wp_footer', 'oficina_virtual_print_portal' ) ) {
		add_action( 'wp_footer', 'oficina_virtual_print_portal', 5 );
	}
}

function oficina_virtual_print_portal() {
	$origin = oficina_virtual_settings()['portal_origin'];
	echo '<ov-portal api-base-url="' . esc_attr( $origin ) . '" navigation="none"></ov-portal>' . "\n";
}

/** The embed is an ES module (its chunks are imported relative to it). */
add_filter(
	'script_loader_tag',
	function ( $tag, $handle, $src ) {
		if ( OFICINA_VIRTUAL_SCRIPT !== $handle ) {
			return $tag;
		}
		return '<script type="module" src="' . esc_url( $src ) . '" id="' . esc_attr( $handle ) . '-js"></script>' . "\n";
	},
	10,
	3
);
