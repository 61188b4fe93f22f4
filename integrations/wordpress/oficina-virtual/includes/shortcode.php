<?php
/**
 * [oficina_virtual widget="contracts-table" line="Electricidad" heading_level="2"]
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action(
	'init',
	function () {
		add_shortcode(
			'oficina_virtual',
			function ( $atts ) {
				$atts = shortcode_atts(
					array(
						'widget'        => 'login-form',
						'line'          => '',
						'heading_level' => '',
					),
					$atts,
					'oficina_virtual'
				);
				return oficina_virtual_render_widget( sanitize_key( $atts['widget'] ), $atts );
			}
		);
	}
);
