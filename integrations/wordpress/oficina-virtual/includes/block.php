<?php
/**
 * The 'Oficina Virtual' block: dynamic (the post stores only its attributes, rendered here),
 * with a small editor script that needs no build step.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action(
	'init',
	function () {
		wp_register_script(
			'oficina-virtual-block-editor',
			plugins_url( 'assets/block.js', OFICINA_VIRTUAL_FILE ),
			array( 'wp-blocks', 'wp-element', 'wp-components', 'wp-block-editor' ),
			OFICINA_VIRTUAL_VERSION,
			true
		);
		$options = array();
		foreach ( oficina_virtual_widgets() as $slug => $widget ) {
			$options[] = array(
				'value' => $slug,
				'label' => $widget['label'],
			);
		}
		wp_add_inline_script(
			'oficina-virtual-block-editor',
			'window.oficinaVirtualBlock = ' . wp_json_encode(
				array(
					'widgets' => $options,
					'lines'   => oficina_virtual_lines(),
				)
			) . ';',
			'before'
		);
		register_block_type(
			'oficina-virtual/widget',
			array(
				'api_version'     => 2,
				'title'           => 'Oficina Virtual',
				'category'        => 'widgets',
				'editor_script'   => 'oficina-virtual-block-editor',
				'attributes'      => array(
					'widget'       => array(
						'type'    => 'string',
						'default' => 'login-form',
					),
					'line'         => array(
						'type'    => 'string',
						'default' => '',
					),
					'headingLevel' => array(
						'type'    => 'number',
						'default' => 2,
					),
				),
				'supports'        => array( 'html' => false ),
				'render_callback' => function ( $attributes ) {
					return oficina_virtual_render_widget(
						(string) ( $attributes['widget'] ?? '' ),
						array(
							'line'          => (string) ( $attributes['line'] ?? '' ),
							'heading_level' => (int) ( $attributes['headingLevel'] ?? 0 ),
						)
					);
				},
			)
		);
	}
);
